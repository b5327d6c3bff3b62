import { errorId, type FieldErrors } from "../form-errors";

/** A field's problem, said beside it. */
export function FieldError({ errors, field }: { errors: FieldErrors; field: string }) {
  const message = errors[field];
  return message ? (
    <span id={errorId(field)} className="mt-1 block text-xs font-medium text-red-700">
      {message}
    </span>
  ) : null;
}
