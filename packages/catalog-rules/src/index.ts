export { isSku, SKU_PATTERN } from './sku';
export { isProductCacheTag, productCacheTag } from './cache-tags';
export { DEFAULT_SORT, isListingSort, LISTING_SORTS } from './sorting';
export type { ListingSort } from './sorting';
export { filledSlots, RECOMMENDATION_SLOT_SIZE, RECOMMENDATION_SLOTS, slotKind } from './recommendations';
export type { RecommendationKind, RecommendationPlacement } from './recommendations';
export {
  EMPTY_REVIEW,
  isReviewTagKey,
  isStars,
  normaliseReviewText,
  REVIEW_LIMITS,
  REVIEW_MAX_TAGS,
  REVIEW_PAGE_SIZE,
  reviewProblems,
  REVIEWS_PER_HOUR,
  reviewTextProblem,
} from './reviews';
export type { ReviewField, ReviewProblem, ReviewTextField, ReviewValues } from './reviews';
