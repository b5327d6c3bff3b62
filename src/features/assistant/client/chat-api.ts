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

async function parse<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string; code?: string };
  if (!res.ok) throw new ChatHttpError(res.status, body.message ?? "", body.code);
  return body.data as T;
}

export async function loginRequest(email: string): Promise<Tokens> {
  const res = await fetch("/api/chat/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  return parse<Tokens>(res);
}

export async function refreshRequest(refreshToken: string): Promise<Tokens> {
  const res = await fetch("/api/chat/v1/auth/refresh_token", {
    method: "POST",
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  return parse<Tokens>(res);
}

export async function chatRequest(accessToken: string, text: string, image: File | null): Promise<ChatData> {
  const form = new FormData();
  if (text) form.set("text_query", text);
  if (image) form.set("image", image);
  const res = await fetch("/api/chat/v1/agent/chat", {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  return parse<ChatData>(res);
}
