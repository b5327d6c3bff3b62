export const serverOutfile: string;
export function serverIsStale(): boolean;
export function buildServer(): Promise<void>;
