import { failOnUnexpectedConsoleError } from './console-errors';

failOnUnexpectedConsoleError();
