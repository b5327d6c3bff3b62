/**
 * Every module that defines jobs and schedules: importing them fills the job registry. A web instance
 * (instrumentation.ts) and the job worker (scripts/worker.ts) load this one list before the worker starts,
 * so both run the same jobs; a test checks that it reaches every file that calls `defineJob`.
 */
export async function loadJobSeams(): Promise<void> {
  await Promise.all([
    import("@/features/checkout/server/reorders"),
    import("@/features/inventory/server"),
    import("@/features/mail/server"),
    import("@/features/notifications/server"),
    import("@/features/payments/server"),
    import("@/features/requests/server/logos"),
    import("@/features/vendor-portal/server"),
    import("@/features/webhooks/server"),
  ]);
}
