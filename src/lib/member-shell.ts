/**
 * The request header the page cache (src/server/page-cache) sets, over any copy a client sent, when it
 * asks Next for a member shell: a storefront page drawn for no one, which every signed-in buyer shares.
 * The accounts feature reads it (`isMemberShell`), so both sides name it here.
 */
export const RENDER_HEADER = "x-dvm-render";
export const MEMBER_SHELL = "member-shell";
