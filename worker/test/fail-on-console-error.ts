import { failOnUnexpectedConsoleError } from '../../scripts/console-errors';

failOnUnexpectedConsoleError();
