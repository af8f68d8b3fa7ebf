export { ContentFetchError, fetchJson } from './fetch-json';
export type { FetchJsonOptions, Logger } from './fetch-json';
export { cachedLoader, INITIAL_ERROR, loadInitial } from './loaders';
export type { CachedLoaderOptions } from './loaders';
export { CONTENT_REVALIDATE, CONTENT_TIMEOUT_MS, createContentClient, NAVIGATION_REVALIDATE, staticFileName } from './content';
export type { ContentClientOptions, ContentKind, StaticFileKey } from './content';
export type { Navigation, NavigationItem } from './navigation';
export {
  anchorsOf,
  blockSchema,
  CONTENT_SCHEMAS,
  contentPageSchema,
  layerSchema,
  LINK_PATTERN,
  linkSchema,
  linksOf,
  menuSchema,
  parseLink,
  promotionSchema,
  snippetSchema,
  uspSchema,
} from './blocks';
export type {
  AccordionBlock,
  ContentBlock,
  ContentIndexEntry,
  ContentLayer,
  ContentLink,
  ContentMenu,
  ContentPage,
  ContentPromotion,
  ContentSnippet,
  Inline,
  LinkTarget,
  ProductRowBlock,
  TeaserGridBlock,
  UspBar,
} from './blocks';
export { activeAt, checkSurveyAnswers, ratingOf, seoSchema, surveyOpen, surveyQuestionSchema, surveySchema } from './survey';
export type { CustomerRatingSummary, SeoFile, Survey, SurveyAnswers, SurveyProblem, SurveyQuestion } from './survey';
export { synonymsSchema } from './synonyms';
export type { Synonyms } from './synonyms';
