import "server-only";
// Server seam of the cart: adding, pricing lines, and the cart and order rules server code shares.
export { addToCart } from "./add";
export { loadProductLines, loadServiceLines, type ProductLine, type ServiceLine } from "./lines";
export {
  canTransition,
  cartTotalCents,
  checkAddQuantity,
  couponDiscount,
  lineTotalCents,
  ORDER_STATUSES,
  orderStatusMessage,
  shippingCents,
  type CouponRow,
  type OrderStatus,
} from "../rules";
