import type { MenuEntry } from './menu.ts';
import { local } from './storage.ts';
import { createStore } from './store.ts';

/**
 * Signed-in state (spec §3): the token in cookie TOKEN, the user and menu in local storage under
 * USER_INFO and MENU. The cookie decides whether the user is signed in; it outlives the tab only
 * with "remember me" (24 h).
 */
export const TOKEN_COOKIE = 'TOKEN';
export const USER_INFO_KEY = 'USER_INFO';
export const MENU_KEY = 'MENU';
export const REMEMBER_SECONDS = 24 * 60 * 60;

export interface SessionUser {
  id: number;
  account: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  roles: string[];
  permissions: string[];
}

/** `data` of a successful login reply (POST /system/user/_account/auth). */
export interface LoginData {
  token: string;
  user: SessionUser;
  menu: MenuEntry[];
}

export function getToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === TOKEN_COOKIE) {
      const v = decodeURIComponent(part.slice(eq + 1).trim());
      return v || undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie text for the token: 24 h with "remember me", else a session cookie. */
export function tokenCookie(token: string, remember: boolean, secure = location.protocol === 'https:'): string {
  const maxAge = remember ? `; max-age=${REMEMBER_SECONDS}` : '';
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; samesite=lax${maxAge}${secure ? '; secure' : ''}`;
}

function readUser(): SessionUser | undefined {
  return local.get<SessionUser>(USER_INFO_KEY);
}

/** The stored user; components subscribe through `useSessionUser`. */
export const userStore = createStore<SessionUser | undefined>(readUser());

export function getUser(): SessionUser | undefined {
  return userStore.get();
}

export function getMenu(): MenuEntry[] {
  return local.get<MenuEntry[]>(MENU_KEY) ?? [];
}

function writeCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari; the guard reads the token synchronously.
  document.cookie = text;
}

export function saveSession(data: LoginData, remember: boolean): void {
  writeCookie(tokenCookie(data.token, remember));
  local.set(USER_INFO_KEY, data.user);
  local.set(MENU_KEY, data.menu);
  userStore.set(data.user);
}

/** Replaces the stored user (e.g. after a profile edit) without touching the token. */
export function updateUser(user: SessionUser): void {
  local.set(USER_INFO_KEY, user);
  userStore.set(user);
}

export function clearSession(): void {
  writeCookie(`${TOKEN_COOKIE}=; path=/; max-age=0`);
  local.remove(USER_INFO_KEY);
  local.remove(MENU_KEY);
  userStore.set(undefined);
}
