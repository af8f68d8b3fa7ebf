export { BasketView } from './basket-view';
export type { BasketLineView, BasketProblem, BasketViewProps } from './basket-view';
