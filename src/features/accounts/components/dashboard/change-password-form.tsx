"use client";
import { useState } from "react";
import { getAuthClient } from "../../auth-client";
import { PASSWORD_MIN, passwordProblem } from "../../rules";
import { Notice, type NoticeValue } from "@/components/ui/notice";

/** Changing the password signs every other device out (the server enforces it too). */
export function ChangePasswordForm({ email }: { email: string }) {
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    const problem = passwordProblem(newPassword, email);
    if (problem) return setNotice({ tone: "error", text: problem });
    if (newPassword !== form.get("confirmPassword"))
      return setNotice({ tone: "error", text: "The new passwords do not match." });
    setPending(true);
    const { error } = await (
      await getAuthClient()
    ).changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    setPending(false);
    if (error)
      return setNotice({
        tone: "error",
        text:
          error.status === 400 && /invalid password/i.test(error.message ?? "")
            ? "Your current password is not correct."
            : (error.message ?? "Could not change the password."),
      });
    formEl.reset();
    setNotice({ tone: "success", text: "Password changed. Other devices have been signed out." });
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <Notice look="banner" notice={notice} />
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="pw-current" className="label">
            Current password
          </label>
          <input
            id="pw-current"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className="input"
          />
        </div>
        <div>
          <label htmlFor="pw-new" className="label">
            New password
          </label>
          <input
            id="pw-new"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            required
            className="input"
          />
        </div>
        <div>
          <label htmlFor="pw-confirm" className="label">
            Confirm new password
          </label>
          <input
            id="pw-confirm"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            className="input"
          />
        </div>
      </div>
      <button type="submit" className="btn-outline" disabled={pending}>
        {pending ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
