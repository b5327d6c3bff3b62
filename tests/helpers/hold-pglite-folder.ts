// A second process for the folder-lock test: opens the PGlite folder given as argv[2], says "ready",
// and holds it until killed (or closes it cleanly on stdin's end).
import { openDb } from "../../src/db/client";

const handle = await openDb({ dataDir: process.argv[2]! });
process.stdout.write("ready\n");
process.stdin.resume();
process.stdin.on("end", () => void handle.close().then(() => process.exit(0)));
