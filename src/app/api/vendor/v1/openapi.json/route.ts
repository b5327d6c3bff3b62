import { returnPaths } from "@/features/returns/server/openapi-paths";
import { vendorOpenApi } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

// Public: the contract itself holds no data.
export const GET = handle(async () => json(vendorOpenApi(returnPaths)));
