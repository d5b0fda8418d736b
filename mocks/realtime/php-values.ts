/**
 * How Reverb's PHP reads the values of a client frame: its typed parameters, Laravel's `required`
 * rule, and what `json_decode(…, associative: true)` then `json_encode` make of JSON it relays.
 */
import { phpArrayJson } from '../laravel/php-params';

/**
 * A value handed to one of Reverb's `string` parameters. Its files use PHP's coercive typing: a
 * number or boolean becomes a string; null (unless the parameter allows it), an array or an object
 * is a TypeError, which Reverb answers with 4200.
 */
export function phpString(value: unknown, nullable: boolean): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  if (nullable && (value === undefined || value === null)) return null;
  throw new Error('not a string');
}

/** Laravel's `required` on a string: not only what PHP's trim() removes. */
export function filled(value: unknown): value is string {
  return typeof value === 'string' && !/^[ \t\n\r\0\v]*$/.test(value);
}

/**
 * JSON that went through PHP and back, as Reverb relays a client event: decoded into PHP arrays,
 * so an empty object comes back as `[]` and an object keyed "0", "1", … in order as a list (a
 * whisper's `data: {}` arrives as `data: []`). Lists and scalars are unchanged.
 */
export function phpJsonRoundTrip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(phpJsonRoundTrip);
  if (typeof value !== 'object' || value === null) return value;
  return phpArrayJson(
    Object.entries(value).map(([key, item]): [string, unknown] => [key, phpJsonRoundTrip(item)]),
  );
}
