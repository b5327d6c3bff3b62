import "server-only";
// Server seam of accounts: who the viewer is, for every other feature's services.
export {
  getViewer,
  isMemberShell,
  requireSelf,
  requireViewer,
  signedInRender,
  viewerById,
  viewerFromRequest,
  type Viewer,
} from "./session";
export { forgetSessions } from "./session-cache";
export { readUpload } from "./uploads";
export { DOCUMENT_KINDS, levelAfterApproval, type DocumentKind } from "../rules";
