import { describe, expect, it } from "vitest";
import { databaseNameOf } from "../db/connection.js";

describe("databaseNameOf", () => {
  it.each([
    ["mongodb://127.0.0.1:27018/?directConnection=true", undefined],
    ["mongodb://127.0.0.1:27018", undefined],
    ["mongodb://127.0.0.1:27018/", undefined],
    ["mongodb://mongo:27017/workforce?replicaSet=rs0", "workforce"],
    ["mongodb://user:p%40ss@a:27017,b:27017/hr-prod?authSource=admin", "hr-prod"],
    ["mongodb+srv://cluster0.example.net/app", "app"],
  ])("%s names %s", (uri, expected) => {
    expect(databaseNameOf(uri)).toBe(expected);
  });
});
