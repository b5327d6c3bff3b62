// Next runs register() once when the server starts (and `npm run dev`), before the first request:
// the job worker starts here, in the server process. The app has no edge runtime, so this always
// runs in Node. Importing the seams defines their jobs (mail delivery, live pushes, the mail sweep).
export async function register(): Promise<void> {
  await import("@/features/mail/server");
  await import("@/features/notifications/server");
  const { startJobWorker } = await import("@/features/jobs/server");
  await startJobWorker().catch((err: unknown) => {
    // the app still serves; jobs wait in the database until a worker runs
    console.error("[jobs] the worker did not start:", err instanceof Error ? err.message : err);
  });
}
