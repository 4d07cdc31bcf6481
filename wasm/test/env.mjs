// What the tests share: the settings wasm/check passes (EXPECT_VARIANT, CHESS_TABLES_BIN,
// CHESS_TABLES_SUITES), the chess-tables command, the perft suites and a seeded random source.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through wasm/check`);
  return value;
}

export const EXPECT_VARIANT = required('EXPECT_VARIANT');
export const BIN = required('CHESS_TABLES_BIN');
export const SUITES = required('CHESS_TABLES_SUITES');

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Runs the command with `args` (and `input` on stdin): { status, stdout, stderr }. */
export function cli(args, input) {
  const run = spawnSync(BIN, args, { input, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run;
}

/** The message the command prints for bad input, without its `chess-tables: ` prefix. */
export function cliError(args, input) {
  const { status, stderr } = cli(args, input);
  if (status !== 2) throw new Error(`chess-tables ${args.join(' ')}: exit ${status}, not 2`);
  const lines = stderr.replace(/\n$/, '').split('\n');
  if (lines.length !== 1 || !lines[0].startsWith('chess-tables: ')) {
    throw new Error(`chess-tables ${args.join(' ')}: stderr is not one line: ${stderr}`);
  }
  return lines[0].slice('chess-tables: '.length);
}

/**
 * Every record of every suite file: { file, line, fen, counts: [[depth, nodes]] }. `.epd` files
 * are `FEN ;D1 n ;D2 n …`; `.perft` files are `id` / `epd FEN` / `perft D N` lines.
 */
export function suites() {
  const files = readdirSync(SUITES).filter((f) => f.endsWith('.epd') || f.endsWith('.perft'));
  return files.sort().map((file) => {
    const text = readFileSync(join(SUITES, file), 'utf8');
    const records = [];
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      if (file.endsWith('.epd')) {
        const [fen, ...counts] = line.split(';').map((field) => field.trim());
        records.push({
          file,
          line: i + 1,
          fen,
          counts: counts.map((count) => {
            const [, depth, nodes] = /^D(\d+)\s+(\d+)$/.exec(count);
            return [Number(depth), Number(nodes)];
          }),
        });
      } else if (line.startsWith('epd ')) {
        records.push({ file, line: i + 1, fen: line.slice(4).trim(), counts: [] });
      } else if (line.startsWith('perft ')) {
        const [, depth, nodes] = line.split(/\s+/);
        records.at(-1).counts.push([Number(depth), Number(nodes)]);
      }
    });
    return { file, records };
  });
}

/** A seeded xorshift32: the same games on every run. */
export function random(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return {
    below: (n) => next() % n,
    chance: (p) => next() / 2 ** 32 < p,
    pick(items) {
      return items[next() % items.length];
    },
  };
}
