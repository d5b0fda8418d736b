/**
 * What MySQL 8 refuses that MariaDB accepts, read from the SQL Laravel's MySQL grammar writes
 * (`php artisan migrate --pretend` against MariaDB): a literal default on a TEXT, BLOB, JSON or
 * spatial column (MySQL 8's error 1101, "BLOB, TEXT, GEOMETRY or JSON column can't have a default
 * value"; MariaDB stores it). An expression default in parentheses (MySQL 8.0.13+) and DEFAULT NULL
 * are allowed by both.
 */
const NO_LITERAL_DEFAULT =
  /`(\w+)` ((?:tiny|medium|long)?text|(?:tiny|medium|long)?blob|json|geometry|point|linestring|polygon|multipoint|multilinestring|multipolygon|geometrycollection)\b([^,)]*)/gi;

/** `table.column type ... default ...` for each column MySQL 8 would refuse, in the order written. */
export function mysql8Refusals(sql: string): string[] {
  const refusals: string[] = [];
  for (const statement of sql.split('\n')) {
    const table = /(?:create|alter) table `(\w+)`/i.exec(statement)?.[1];
    if (!table) continue;
    for (const [, column, type, rest = ''] of statement.matchAll(NO_LITERAL_DEFAULT)) {
      const literal = /\bdefault\s+(?!\(|null\b)(\S+)/i.exec(rest);
      if (literal) refusals.push(`${table}.${column} ${type!.toLowerCase()} default ${literal[1]}`);
    }
  }
  return refusals;
}
