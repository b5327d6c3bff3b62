"use client";
import { api } from "@/lib/api-client";
import { CalendarPlus, Loader2 } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import { toast } from "@/features/shell";
import { signInUrl } from "@/lib/urls";

/** Register (signed in) and add-to-calendar buttons of a webinar page. */
export function WebinarRegister({
  link,
  upcoming,
  registered,
}: {
  link: string;
  upcoming: boolean;
  registered: boolean;
}) {
  const viewer = useViewer();
  const [done, setDone] = useState(registered);
  const [busy, setBusy] = useState(false);
  const register = async () => {
    setBusy(true);
    const res = await api("POST", `/api/webinars/${link}/register`);
    setBusy(false);
    toast(res.message ?? "Something went wrong.", res.ok ? "success" : "error");
    if (res.ok) setDone(true);
  };
  return (
    <div className="flex flex-wrap gap-3">
      {upcoming &&
        (done ? (
          <p className="btn-muted" role="status">
            You are registered
          </p>
        ) : viewer ? (
          <button type="button" className="btn-primary" onClick={register} disabled={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}Register
          </button>
        ) : (
          <Link href={signInUrl(`/virtual-expo/${link}`)} className="btn-primary">
            Sign in to Register
          </Link>
        ))}
      <a href={`/api/webinars/${link}/calendar.ics`} download className="btn-outline">
        <CalendarPlus className="size-4" aria-hidden />
        Add to calendar
      </a>
    </div>
  );
}
