/**
 * URL of a user's profile image (SPEC §3 vet_dvm_profile_image: base64 text or a file name under
 * the profile-image base path). Used by the dashboard and the shop-by drawer header.
 */
export function profileImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith("data:image/")) return value;
  return `/media/users/${encodeURIComponent(value)}`;
}
