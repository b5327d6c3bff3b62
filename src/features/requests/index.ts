// Public seam of requests: the buy box's request buttons (a catalog slot filled by app/).
export { RequestButtons } from "./components/request-buttons";
