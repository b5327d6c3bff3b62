/** The e-mail and password fields every sign-in form shows; `idPrefix` keeps ids unique when two forms share a page. */
export function CredentialFields({ idPrefix = "", emailLabel = "Email" }: { idPrefix?: string; emailLabel?: string }) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}email`} className="label">
          {emailLabel}
        </label>
        <input id={`${idPrefix}email`} name="email" type="email" autoComplete="email" required className="input" />
      </div>
      <div>
        <label htmlFor={`${idPrefix}password`} className="label">
          Password
        </label>
        <input
          id={`${idPrefix}password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="input"
        />
      </div>
    </>
  );
}
