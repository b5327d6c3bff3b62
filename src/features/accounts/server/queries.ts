import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { user } from "@/db/schema";
import { coinHistory } from "./coins";
import { listDocuments } from "./documents";
import { listAddresses } from "./profile";

export async function getDashboardData(userId: string) {
  const db = await getDb();
  const [[profile], addresses] = await Promise.all([
    db
      .select({
        firstName: user.firstName,
        lastName: user.lastName,
        clinicName: user.clinicName,
        state: user.state,
        country: user.country,
        profileImage: user.profileImage,
      })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1),
    listAddresses(userId),
  ]);
  return { profile: profile!, addresses };
}

export async function getCoinHistory(userId: string) {
  return coinHistory(userId);
}

export async function getDocuments(userId: string) {
  return listDocuments(userId);
}
