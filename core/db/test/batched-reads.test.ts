import { describe, expect, it } from "vitest";
import { batchedReads, keyed } from "../batched-reads.js";

describe("batchedReads", () => {
  const recorder = () => {
    const calls: string[][] = [];
    const read = batchedReads(async (keys) => {
      calls.push(keys);
      return keyed(
        keys.filter((k) => !k.startsWith("missing")).map((k) => ({ k, v: `value of ${k}` })),
        (r) => r.k,
      );
    });
    return { calls, read };
  };

  it("answers the reads asked in one turn with one read of their keys, each its own record", async () => {
    const { calls, read } = recorder();
    const answers = await Promise.all([read("a"), read("b"), read("a"), read("missing-1")]);
    expect(answers.map((a) => a?.v)).toEqual(["value of a", "value of b", "value of a", undefined]);
    expect(calls).toEqual([["a", "b", "missing-1"]]);
  });

  it("starts a new read for a read asked after the turn's read started", async () => {
    const { calls, read } = recorder();
    const first = read("a");
    await new Promise((resolve) => setImmediate(resolve)); // the turn's read has started
    const second = read("a");
    await Promise.all([first, second]);
    expect(calls).toEqual([["a"], ["a"]]);
  });

  it("hands the read's failure to every reader of the turn", async () => {
    const read = batchedReads<string>(async () => {
      throw new Error("down");
    });
    const results = await Promise.allSettled([read("a"), read("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("keeps the first record of a key", () => {
    expect([
      ...keyed(
        [
          { id: 1, n: "x" },
          { id: 1, n: "y" },
          { id: 2, n: "z" },
        ],
        (r) => r.id,
      ),
    ]).toEqual([
      ["1", { id: 1, n: "x" }],
      ["2", { id: 2, n: "z" }],
    ]);
  });
});
