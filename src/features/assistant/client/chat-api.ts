import { api } from "@/lib/api-client";

/** The four chat calls of SPEC §7, as the browser makes them. */
export type Tokens = { access_token: string; refresh_token: string };
export type ChatCard = {
  name: string;
  product_url: string;
  short_description: string;
  sku?: string;
  images: { large: string }[];
};
export type SubCard = {
  name: string;
  url: string;
  sku: string;
  short_description: string;
  images?: { large: string }[];
  image?: string;
};
export type ChatData = {
  answer?: string;
  result?: string;
  products?: { parentProduct?: ChatCard; sub_products?: SubCard[]; message?: string };
};

export class ChatHttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
  ) {
    super(message);
  }
}

/** One chat call through the API client; a refusal keeps the server's status, sentence and code for the store. */
async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await api<{ data?: T }>("POST", path, body, {
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  if (res.ok) return res.data?.data as T;
  const refusal = res.body as { message?: string; code?: string } | undefined;
  throw new ChatHttpError(res.status, refusal?.message ?? "", refusal?.code);
}

export const loginRequest = (email: string): Promise<Tokens> => call<Tokens>("/api/chat/v1/auth/login", { email });

export const refreshRequest = (refreshToken: string): Promise<Tokens> =>
  call<Tokens>("/api/chat/v1/auth/refresh_token", undefined, refreshToken);

export async function chatRequest(accessToken: string, text: string, image: File | null): Promise<ChatData> {
  const form = new FormData();
  if (text) form.set("text_query", text);
  if (image) form.set("image", image);
  return call<ChatData>("/api/chat/v1/agent/chat", form, accessToken);
}
