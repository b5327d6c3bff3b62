/** Labelled input with its error message wired for screen readers. */
export function Field({
  id,
  label,
  error,
  textarea,
  ...rest
}: { id: string; label: string; error?: string; textarea?: boolean } & React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {textarea ? (
        <textarea
          id={id}
          name={id}
          rows={5}
          className="input"
          aria-invalid={!!error}
          aria-describedby={describedBy}
          {...rest}
        />
      ) : (
        <input id={id} name={id} className="input" aria-invalid={!!error} aria-describedby={describedBy} {...rest} />
      )}
      {error && (
        <p id={describedBy} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
