// The accounts feature's public seam for other features (safe on client and server).
export { isSalesRepViewer } from "./rules";
