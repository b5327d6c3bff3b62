/**
 * The sign-in form checks itself before calling the server, so an empty or mistyped form spends no
 * rate-limited attempt and gets a sentence about what is missing. Its own file: the sign-in bundle
 * should not carry the password list of rules.ts.
 */
export function signInFormProblem(email: string, password: string): string | null {
  const e = email.trim();
  if (!e && !password) return "Please enter your email address and password.";
  if (!e) return "Please enter your email address.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(e)) return "Please enter a valid email address.";
  if (!password) return "Please enter your password.";
  return null;
}
