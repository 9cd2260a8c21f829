/**
 * The leave module reads workers through the people directory (people's contract/directory.ts), which it receives
 * in its setup; these are its names for that service's types.
 */
export type {
  DirectoryWorker as LeaveWorker,
  PeopleDirectory as WorkerDirectory,
} from "../../people/contract/directory.js";
