import { providerList } from "@/features/accounts/server/spec-auth-endpoints";
import { handle, json } from "@/lib/http";

export const GET = handle(async () => json(providerList()));
