export { createToastQueue } from './toasts';
export type { Toast, ToastQueue, ToastQueueOptions } from './toasts';
