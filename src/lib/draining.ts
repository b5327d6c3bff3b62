/**
 * Whether this process is shutting down: /api/ready then answers 503, so a balancer stops sending it
 * new requests while the ones in flight finish. On globalThis: the server in front of Next sets it,
 * Next's route reads it.
 */
const holder = globalThis as unknown as { __dvmDraining?: boolean };

export function markDraining(): void {
  holder.__dvmDraining = true;
}

export function isDraining(): boolean {
  return holder.__dvmDraining === true;
}
