<?php

namespace App\Exceptions;

use RuntimeException;

/** The tool rejected a function's arguments; the message says which and why, for the caller. */
class ToolArgumentsRejected extends RuntimeException {}
