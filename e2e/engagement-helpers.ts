import type { APIRequestContext } from "@playwright/test";
import { publishToken } from "../src/features/notifications/publish-token";
import { reloadConfig } from "../src/lib/config";

/** What `npm run publish` does, straight from the test: the e2e server's secret signs the call. */
export async function publishNotice(
  request: APIRequestContext,
  body: Record<string, string>,
  baseURL?: string,
  secretFile = "data-e2e/auth-secret",
) {
  // set on every call: a spec with its own servers must not leave its secret behind for the next one
  process.env.SECRET_FILE = secretFile;
  reloadConfig();
  const token = publishToken();
  if (!token) throw new Error("the e2e server has not written its secret yet");
  const res = await request.post(`${baseURL ?? ""}/api/internal/publish`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
