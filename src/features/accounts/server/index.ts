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
export { forgetSessions, listening, sessionCache } from "./session-cache";
export { readUpload, storeUpload } from "./uploads";
export {
  DOCUMENT_KINDS,
  documentProblem,
  levelAfterApproval,
  MAX_DOCUMENT_BYTES,
  sniffFileType,
  type DocumentKind,
} from "../rules";
