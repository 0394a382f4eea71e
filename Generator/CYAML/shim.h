#ifndef AICLIENTS_CYAML_SHIM_H
#define AICLIENTS_CYAML_SHIM_H
#include <yaml.h>
#endif
