"use client";

import { useSyncExternalStore } from "react";
import { CHAT_EMAIL_KEY, CHAT_MESSAGES_KEY, CHAT_TOKENS_KEY } from "../assistant-events";
import { CHAT_ERRORS, INVALID_STORED_EMAIL, validateChatEmail } from "../rules";
import {
  ChatHttpError,
  chatRequest,
  loginRequest,
  refreshRequest,
  type ChatCard,
  type SubCard,
  type Tokens,
} from "./chat-api";

/** SPEC §3 client chat message. */
export type ChatMessage = {
  id: string;
  type: "sender" | "assistant";
  text: string;
  isImage?: boolean;
  imageUrl?: string;
  isPending?: boolean;
  parentProduct?: ChatCard;
  subProducts?: SubCard[];
};

export type ChatState = {
  email: string | null;
  messages: ChatMessage[];
  loading: boolean;
  authenticating: boolean;
  error: string | null;
  emailError: string | null;
};

const LOGIN_RETRY_MS = 2000;
let state: ChatState = {
  email: null,
  messages: [],
  loading: false,
  authenticating: false,
  error: null,
  emailError: null,
};
let tokens: Tokens | null = null;
let started = false;
const listeners = new Set<() => void>();

function set(patch: Partial<ChatState>) {
  state = { ...state, ...patch };
  if (patch.messages) persistMessages();
  listeners.forEach((l) => l());
}

const storage = {
  get: (k: string) => {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string) => {
    try {
      localStorage.setItem(k, v);
    } catch {
      /* full or unavailable */
    }
  },
  del: (k: string) => {
    try {
      localStorage.removeItem(k);
    } catch {
      /* unavailable */
    }
  },
};

function persistMessages() {
  // Object URLs die with the page, so images persist as "an image was sent" only.
  const saved = state.messages
    .filter((m) => !m.isPending)
    .map((m) => ({ ...m, imageUrl: m.imageUrl?.startsWith("blob:") ? undefined : m.imageUrl }));
  storage.set(CHAT_MESSAGES_KEY, JSON.stringify(saved));
}

function saveTokens(t: Tokens | null) {
  tokens = t;
  if (t) storage.set(CHAT_TOKENS_KEY, JSON.stringify(t));
  else storage.del(CHAT_TOKENS_KEY);
}

/** Reads what an earlier page left; a stored email that fails validation is dropped with a message. */
function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  let messages: ChatMessage[] = [];
  try {
    messages = (JSON.parse(storage.get(CHAT_MESSAGES_KEY) ?? "[]") as ChatMessage[]).filter((m) => !m.isPending);
  } catch {
    messages = [];
  }
  try {
    tokens = JSON.parse(storage.get(CHAT_TOKENS_KEY) ?? "null") as Tokens | null;
  } catch {
    tokens = null;
  }
  const stored = storage.get(CHAT_EMAIL_KEY);
  let email: string | null = null;
  let emailError: string | null = null;
  if (stored !== null) {
    if (validateChatEmail(stored) === null) email = stored;
    else {
      storage.del(CHAT_EMAIL_KEY);
      saveTokens(null);
      emailError = INVALID_STORED_EMAIL;
    }
  }
  state = { ...state, email, messages, emailError };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chat login: INTERNAL_SERVER_ERROR is retried once after 2 s (SPEC §8). */
export async function login(email: string): Promise<boolean> {
  const problem = validateChatEmail(email);
  if (problem) {
    set({ emailError: problem });
    return false;
  }
  const value = email.trim();
  set({ authenticating: true, emailError: null, error: null });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      saveTokens(await loginRequest(value));
      storage.set(CHAT_EMAIL_KEY, value);
      set({ email: value, authenticating: false });
      return true;
    } catch (err) {
      const e = err instanceof ChatHttpError ? err : null;
      if (attempt === 0 && e?.code === "INTERNAL_SERVER_ERROR") {
        await wait(LOGIN_RETRY_MS);
        continue;
      }
      set({ authenticating: false, error: e?.message || CHAT_ERRORS.authFailed });
      return false;
    }
  }
  return false;
}

/** Local sign-out of the chat user: tokens and email forgotten, the email form shows again. */
function signOutLocally(message: string) {
  saveTokens(null);
  storage.del(CHAT_EMAIL_KEY);
  set({ email: null, error: message });
}

async function sendOnce(text: string, image: File | null) {
  if (!tokens) throw new ChatHttpError(401, "");
  return chatRequest(tokens.access_token, text, image);
}

export async function send(text: string, image: File | null): Promise<void> {
  const trimmed = text.trim();
  if (state.loading || (!trimmed && !image) || !state.email) return;
  const pending: ChatMessage = {
    id: crypto.randomUUID(),
    type: "sender",
    text: trimmed,
    isPending: true,
    isImage: !!image,
    imageUrl: image ? URL.createObjectURL(image) : undefined,
  };
  set({ messages: [...state.messages, pending], loading: true, error: null });
  const drop = () => state.messages.filter((m) => m.id !== pending.id);
  try {
    if (!tokens && !(await login(state.email))) {
      set({ messages: drop(), loading: false });
      return;
    }
    let data;
    try {
      data = await sendOnce(trimmed, image);
    } catch (err) {
      if (!(err instanceof ChatHttpError) || err.status !== 401) throw err;
      try {
        if (!tokens) throw err;
        saveTokens(await refreshRequest(tokens.refresh_token));
      } catch {
        set({ messages: drop(), loading: false });
        signOutLocally(CHAT_ERRORS.sessionExpired);
        return;
      }
      data = await sendOnce(trimmed, image);
    }
    const products = data?.products;
    const reply: ChatMessage = {
      id: crypto.randomUUID(),
      type: "assistant",
      text: data?.answer ?? data?.result ?? products?.message ?? "",
      parentProduct: products?.parentProduct,
      subProducts: products?.sub_products,
    };
    set({
      messages: [...state.messages.map((m) => (m.id === pending.id ? { ...m, isPending: false } : m)), reply],
      loading: false,
    });
  } catch {
    set({ messages: drop(), loading: false, error: CHAT_ERRORS.sendFailed });
  }
}

export function setError(error: string | null) {
  set({ error });
}
export function setEmailError(emailError: string | null) {
  set({ emailError });
}

/** After a reset elsewhere (resetAssistantChat) the storage is already clear: forget in memory too. */
export function clearLocal() {
  tokens = null;
  state = { ...state, email: null, messages: [], loading: false, error: null, emailError: null };
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  start();
  listeners.add(l);
  return () => listeners.delete(l);
}

const serverState = state;
export function useChat(): ChatState {
  return useSyncExternalStore(
    subscribe,
    () => {
      start();
      return state;
    },
    () => serverState,
  );
}

export function hasTokens(): boolean {
  return tokens !== null;
}
