import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. There is no conflict resolution (tailwind-merge cost 8 KB on the landing
 * page): callers pass classes that do not fight over the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
