import "server-only";
// Server seam of accounts: who the viewer is, for every other feature's services.
export { getViewer, requireSelf, viewerFromRequest, type Viewer } from "./session";
