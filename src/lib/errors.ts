export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "UNPROCESSABLE"
  | "TOO_LARGE"
  | "UNSUPPORTED_TYPE"
  | "UNAVAILABLE";

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNPROCESSABLE: 422,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNAVAILABLE: 503,
};

/** The one error services throw; the HTTP wrapper turns it into `{ success: false, message }`. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = (message = "You do not have access to this resource.") => new AppError("FORBIDDEN", message);
export const unauthorized = (message = "Please sign in to continue.") => new AppError("UNAUTHORIZED", message);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
