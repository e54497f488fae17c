/**
 * The root of the web app's cached social queries; a `social` stream event refreshes everything under
 * it. Apart from the social schemas so the notification bell can name it without loading them.
 */
export const SOCIAL_QUERY_ROOT = 'social';
