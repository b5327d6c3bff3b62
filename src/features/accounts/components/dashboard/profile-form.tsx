"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Profile = {
  firstName: string;
  lastName: string;
  clinicName: string | null;
  state: string | null;
  country: string | null;
};
const FIELDS = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["clinicName", "Clinic name"],
  ["state", "State"],
  ["country", "Country"],
] as const;

export function ProfileForm({ userId, profile }: { userId: string; profile: Profile }) {
  const { pending, notice, run } = useMutation({ refresh: true, done: "Saved." });
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void run("PUT", `/api/user/profile/${userId}`, Object.fromEntries(new FormData(e.currentTarget).entries()));
      }}
    >
      <Notice look="banner" notice={notice} />
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <div key={name}>
            <label htmlFor={`profile-${name}`} className="label">
              {label}
            </label>
            <input
              id={`profile-${name}`}
              name={name}
              defaultValue={profile[name] ?? ""}
              required={name === "firstName" || name === "lastName"}
              className="input"
            />
          </div>
        ))}
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Saving…" : "Save profile"}
      </button>
    </form>
  );
}
