import sharp from "sharp";

const BASE = "http://localhost:3000";

export function chatLogin(email: unknown, cookie?: string): Request {
  return new Request(`${BASE}/api/chat/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email }),
  });
}

export function chatRefresh(token?: string): Request {
  return new Request(`${BASE}/api/chat/v1/auth/refresh_token`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function chatSend(
  token: string | null,
  fields: { text?: string; image?: Blob; filename?: string },
  extra: Record<string, string> = {},
): Request {
  const form = new FormData();
  if (fields.text !== undefined) form.set("text_query", fields.text);
  if (fields.image) form.set("image", fields.image, fields.filename ?? "label.png");
  return new Request(`${BASE}/api/chat/v1/agent/chat`, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: form,
  });
}

export function chatDelete(email: string, token?: string): Request {
  return new Request(`${BASE}/api/chat/chatbot/delete_user_chat/${encodeURIComponent(email)}`, {
    method: "DELETE",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A label photo stand-in: dark product-name text on white, rendered from SVG. */
export async function labelPng(lines: string[]): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const text = lines
    .map(
      (l, i) =>
        `<text x="30" y="${90 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#111">${esc(l)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${80 + lines.length * 70 + 40}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
