// Public seam of the operator's console (safe on client and server).
export { isOperator, OPERATOR_ROLE } from "./rules";
