// The GenerateClient plugin generates this module's client from AIClients' OpenAI spec (see
// aiclients-config.yaml beside this file). SwiftPM needs one Swift file in a target's folder.
