type Registration = { email: string; name: string | null; clinic: string | null; registeredAt: Date };

/** A webinar's registrations in the console, with the CSV download. */
export function RegistrationsTable({ webinarId, registrations }: { webinarId: string; registrations: Registration[] }) {
  return (
    <section aria-labelledby="reg-h" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reg-h" className="text-lg font-semibold">
          Registrations ({registrations.length})
        </h2>
        <a href={`/api/admin/registrations/export?webinar=${webinarId}`} className="btn-outline" download>
          Download CSV
        </a>
      </div>
      {registrations.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody has registered yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-3">Email</th>
                <th className="py-1 pr-3">Name</th>
                <th className="py-1 pr-3">Clinic</th>
                <th className="py-1">Registered</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((r) => (
                <tr key={`${r.email}-${r.registeredAt.toISOString()}`} className="border-b border-slate-100">
                  <td className="py-1 pr-3">{r.email}</td>
                  <td className="py-1 pr-3">{r.name ?? ""}</td>
                  <td className="py-1 pr-3">{r.clinic ?? ""}</td>
                  <td className="py-1">{r.registeredAt.toISOString().slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
