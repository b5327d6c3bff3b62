// Scripts run server modules outside Next.js: `server-only` is answered with an empty module, so
// they load under the default conditions (the react-server build of React lacks the client hooks
// that shared seams such as accounts' index export).
import { register } from "node:module";

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
