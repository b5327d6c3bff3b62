// Next runs register() once when the server starts (and `npm run dev`), before the first request:
// the database opens here (folder lock, migrations, integrity check) and the job worker starts. The
// app has no edge runtime, so this always runs in Node. Importing the seams defines their jobs.
export async function register(): Promise<void> {
  await import("@/features/mail/server");
  await import("@/features/notifications/server");
  await import("@/features/checkout/server/reorders");
  await import("@/features/payments/server");
  await import("@/features/vendor-portal/server");
  await import("@/features/webhooks/server");
  const { startJobWorker } = await import("@/features/jobs/server");
  try {
    await startJobWorker();
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    // a folder held by another process or damaged: refuse to serve, with the message that says why
    if (e.name === "FolderLockedError" || e.name === "DatabaseIntegrityError") {
      console.error(e.message);
      process.exit(1);
    }
    // otherwise the app still serves; jobs wait in the database until a worker runs
    console.error("[jobs] the worker did not start:", e.message);
  }
  // the search index is built behind the first requests rather than by the first search
  (await import("@/features/search/server")).warmSearch();
}
