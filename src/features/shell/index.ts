// Public seam of the shell, safe on the client: the toast.
export { toast } from "./components/toast";
