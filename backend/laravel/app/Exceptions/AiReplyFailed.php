<?php

namespace App\Exceptions;

use RuntimeException;

/** The model could not answer, or broke off; its message is what the reader is shown. */
class AiReplyFailed extends RuntimeException {}
