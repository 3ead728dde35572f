import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { answersDir, checkAnswers, type OpenApiDoc, readRecordedAnswers } from './api-answers';

/**
 * The api project's answer check (tests/helpers/api-answers.ts): the recorded answers are cleared
 * when the run starts and checked against /api/openapi.json when it ends (while the test server is
 * still up: this setup is listed after the server's, so its teardown runs first). A mismatch fails
 * the run; so does an operation without a validated success and error, when every api test file
 * ran (a run of a few files checks only what they received).
 */
export default function setup(project: TestProject) {
  fs.rmSync(answersDir, { recursive: true, force: true });
  fs.mkdirSync(answersDir, { recursive: true });
  return async () => {
    try {
      await check(project);
    } catch (err) {
      process.exitCode = 1;
      console.error('FAIL the API answer check could not run:', err);
    }
  };
}

async function check(project: TestProject): Promise<void> {
  const baseUrl = project.getProvidedContext().baseUrl;
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  const doc = (await res.json()) as OpenApiDoc;
  const answers = readRecordedAnswers();
  const result = checkAnswers(doc, answers);
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(project.vitest.state.getFiles().filter((f) => f.projectName === project.name).map((f) => f.filepath));
  const whole = testFiles.every((f) => ran.has(f)) && !project.config.testNamePattern;
  const problems = [...result.mismatches, ...(whole ? result.missing : [])];
  const full = [...result.validated.values()].filter((v) => v.success.size > 0 && v.error.size > 0).length;
  const summary = `API answers: ${answers.length} recorded; ${full} of ${result.operations.length} operations with a validated success and error${whole ? '' : ' (not every api file ran: coverage not required)'}`;
  fs.writeFileSync(`${answersDir}/report.txt`, [summary, ...problems].join('\n') + '\n');
  if (problems.length === 0) {
    console.log(summary);
    return;
  }
  // Printed and failing the run's exit code, not thrown: a throw here would skip the test server's
  // own teardown (vitest stops at the first teardown that throws).
  process.exitCode = 1;
  console.error(`\nFAIL ${summary}\n${problems.length} problem(s) (all in ${answersDir}/report.txt):\n${problems.slice(0, 80).join('\n')}\n`);
}

